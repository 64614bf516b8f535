// One number staff act on (receipts to approve, orders needing attention) with the way to them.
import { Button, Card, Statistic } from 'antd';

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
