// Data a page could not load: the server's message (else the catalogue's), with a retry.
import { LoadError } from '@mockexam/ui/plain';
import { errorText, useLocale } from '@mockexam/ui/text';

export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const locale = useLocale();
  return (
    <div className="enrolment-block">
      <LoadError message={errorText(error, locale)} onRetry={onRetry} />
    </div>
  );
}
