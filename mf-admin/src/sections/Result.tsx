// The outcome of a set-up action, shown at the top of its card (closable; errors are announced as alerts).
import { Alert } from 'antd';
import type { ActionResult } from './ReceiptActions';

export function Result({ result, onClose }: { result: ActionResult | null; onClose: () => void }) {
  if (!result) return null;
  return (
    <Alert
      type={result.type}
      showIcon
      closable
      onClose={onClose}
      role={result.type === 'error' ? 'alert' : 'status'}
      title={result.text}
      style={{ marginBottom: 12 }}
    />
  );
}
