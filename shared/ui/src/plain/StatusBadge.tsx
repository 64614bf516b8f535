import type { StatusColour } from '../statusColours';

/**
 * A coloured label (the shell's `.tag`), the colours of antd's tags; a status's colour is in
 * ORDER_STATUS_COLOURS and PAYMENT_STATUS_COLOURS. The kit keeps no text of its own: a page names the
 * status with '@mockexam/ui/text', which the shell provides (a relative import here would bundle a second copy
 * of the message catalogue into every remote).
 */
export function Badge({ colour, children }: { colour: StatusColour; children: string }) {
  return <span className={`tag tag-${colour}`}>{children}</span>;
}
