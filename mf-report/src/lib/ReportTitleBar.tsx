// The title bar of the report pages (spec section 2): the page's title and the detailed score
// analysis button, which opens the export in a new tab when the exam has one, else says it is coming.
// Plain HTML (no antd), as the candidate's report pages do without antd.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@mockexam/ui/plain';

interface Props {
  title: string;
  /** The export to open; null when the exam has none yet; undefined while that is not known. */
  exportUrl: string | null | undefined;
}

export function ReportTitleBar({ title, exportUrl }: Props) {
  const { t } = useTranslation('report');
  const [comingSoon, setComingSoon] = useState(false);
  const open = () => {
    if (exportUrl) window.open(exportUrl, '_blank', 'noopener');
    else setComingSoon(true);
  };
  return (
    <header className="report-title-bar">
      <h1 className="report-title">{title}</h1>
      <Button className="no-print" disabled={exportUrl === undefined} onClick={open}>
        {t('titleBar.scoreAnalysis')}
      </Button>
      <Dialog
        open={comingSoon}
        title={t('titleBar.comingSoonTitle')}
        onClose={() => setComingSoon(false)}
        footer={
          <Button primary onClick={() => setComingSoon(false)}>
            {t('titleBar.ok')}
          </Button>
        }
      >
        <p>{t('titleBar.comingSoonBody')}</p>
      </Dialog>
    </header>
  );
}
