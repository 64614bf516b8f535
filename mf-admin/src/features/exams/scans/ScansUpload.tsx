// A paper's scanned pages: choose or drop many images, or .zip files (opened here in the unzip worker), then
// upload them in calls the server takes (each all or nothing) with one progress bar over all of them. Files
// refused here or by the server are listed with the reason; the good files of a refused call are not stored,
// so they are listed too and can be sent again once the bad ones are fixed.
import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { SCAN_MAX_BYTES, SCAN_MAX_FILES, type AdminExamPaper } from '@mockexam/contracts';
import { errorMessage, fieldMessages } from '@mockexam/ui/text';
import { useUploadScans } from '../api';
import { FileProblemsTable, type FileProblem } from './FileProblemsTable';
import { readZip } from './readZip';
import { CALL_MAX_BYTES, ZIP_CAPS } from './scanCaps';
import { batchesOf, checkScanFiles } from './scanFiles';

const isZip = (file: File) => /\.zip$/i.test(file.name);
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function ScansUpload({ paper }: { paper: AdminExamPaper }) {
  const { t } = useTranslation('admin');
  const upload = useUploadScans(paper.exam_paper_id);
  const [chosen, setChosen] = useState<File[]>([]);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [opening, setOpening] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [stored, setStored] = useState<number | null>(null);

  async function add(files: File[]) {
    // A choice after an upload starts a new list of problems; before it, it adds to the list.
    const fresh = stored !== null;
    setStored(null);
    const images: File[] = files.filter((f) => !isZip(f));
    const found: FileProblem[] = [];
    for (const zip of files.filter(isZip)) {
      setOpening(zip.name);
      const opened = await readZip(zip, ZIP_CAPS);
      if ('error' in opened) found.push({ file: zip.name, key: `exams.scans.zip.${opened.error}` });
      else {
        images.push(...opened.files);
        found.push(...opened.skipped.map((s) => ({ file: s.name, key: `exams.scans.skipped.${s.reason}` })));
      }
    }
    setOpening(null);
    const { ready, refused } = checkScanFiles(images, SCAN_MAX_BYTES, chosen);
    found.push(...refused.map((r) => ({ file: r.name, key: `exams.scans.local.${r.problem}` })));
    setChosen([...chosen, ...ready]);
    setProblems((before) => (fresh ? found : [...before, ...found]));
  }

  async function send() {
    const bytes = chosen.reduce((sum, f) => sum + f.size, 0);
    const total = Math.max(1, bytes);
    const found: FileProblem[] = [];
    let sent = 0;
    let count = 0;
    setProgress(0);
    for (const batch of batchesOf(chosen, SCAN_MAX_FILES, CALL_MAX_BYTES)) {
      try {
        const answer = await upload.mutateAsync({
          files: batch,
          onProgress: (loaded) => setProgress(Math.min(100, Math.round(((sent + loaded) / total) * 100))),
        });
        count += answer.stored.length;
      } catch (e) {
        // The server names each refused file, and the call stored none of its files; a call that failed as a
        // whole (no answer, a refusal naming no file) fails for each of its files.
        const named = fieldMessages(e);
        const anyNamed = Object.keys(named).length > 0;
        const failure = errorMessage(e);
        for (const f of batch) {
          if (named[f.name]) found.push({ file: f.name, message: named[f.name] });
          else
            found.push(anyNamed ? { file: f.name, key: 'exams.scans.sameCall' } : { file: f.name, message: failure });
        }
      }
      sent += batch.reduce((sum, f) => sum + f.size, 0);
      setProgress(Math.round((sent / total) * 100));
    }
    setChosen([]);
    setProgress(null);
    setStored(count);
    // What was refused while choosing stays listed: those files were not sent either.
    setProblems((before) => [...before, ...found]);
  }

  const busy = opening !== null || progress !== null;
  const size = chosen.reduce((sum, f) => sum + f.size, 0);
  return (
    <>
      <p>{t('exams.scans.hint')}</p>
      <Upload.Dragger
        accept=".png,.jpg,.jpeg,.zip,image/png,image/jpeg,application/zip"
        multiple
        showUploadList={false}
        disabled={busy}
        aria-label={t('exams.scans.fileLabel', { no: paper.paper_no })}
        beforeUpload={(file, list) => {
          // Called once per file with the whole choice: the choice is taken once, at its first file.
          if (file === list[0]) void add(list);
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-text">{t('exams.scans.drop')}</p>
        <p className="ant-upload-hint">{t('exams.scans.limits')}</p>
      </Upload.Dragger>
      <div role="status" style={{ marginTop: 12 }}>
        {opening && <span>{t('exams.scans.opening', { name: opening })}</span>}
        {progress !== null && (
          <>
            <span>{t('exams.scans.uploading')}</span>
            <Progress percent={progress} status="active" aria-label={t('exams.scans.progress')} />
          </>
        )}
        {stored !== null && (
          <Alert
            type={problems.length ? 'warning' : 'success'}
            showIcon
            style={{ marginBottom: 12 }}
            title={t('exams.scans.stored', { count: stored })}
            description={problems.length ? t('exams.scans.notAll') : undefined}
          />
        )}
      </div>
      {chosen.length > 0 && (
        <div className="admin-account" style={{ margin: '12px 0' }}>
          <span>{t('exams.scans.ready', { count: chosen.length, size: megabytes(size) })}</span>
          <Button type="primary" onClick={() => void send()} loading={progress !== null} disabled={opening !== null}>
            {t('exams.scans.upload')}
          </Button>
          <Button
            onClick={() => {
              setChosen([]);
              setProblems([]);
            }}
            disabled={busy}
          >
            {t('exams.scans.clear')}
          </Button>
        </div>
      )}
      {problems.length > 0 && <FileProblemsTable problems={problems} />}
    </>
  );
}
