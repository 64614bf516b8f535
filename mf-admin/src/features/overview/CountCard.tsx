// One number staff act on (receipts to approve, orders needing attention) with the way to them.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Statistic from 'antd/es/statistic';

interface Props {
  title: string;
  value: number;
  loading: boolean;
  action: string;
  onAction: () => void;
}

export function CountCard({ title, value, loading, action, onAction }: Props) {
  return (
    <Card className="admin-card" title={title} loading={loading}>
      <Statistic title={title} value={value} />
      <Button style={{ marginTop: 8 }} onClick={onAction}>
        {action}
      </Button>
    </Card>
  );
}
