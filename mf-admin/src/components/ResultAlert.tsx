// The outcome of an action, shown at the top of its card or page (closable; errors are announced as alerts).
import Alert from 'antd/es/alert';

export interface ActionResult {
  type: 'success' | 'warning' | 'error';
  text: string;
}

export function ResultAlert({ result, onClose }: { result: ActionResult | null; onClose: () => void }) {
  if (!result) return null;
  return (
    <Alert
      type={result.type}
      showIcon
      closable
      onClose={onClose}
      role={result.type === 'success' ? 'status' : 'alert'}
      title={result.text}
      style={{ marginBottom: 12 }}
    />
  );
}
