// Admission forms for the submitted list: all students or one class, one form per A4 page, printed from
// the print stylesheet. Built from what the page already holds (the list and the registration).
import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useTranslation } from 'react-i18next';
import type { SchoolCandidateRow } from '@mockexam/contracts';
import { AdmissionForm, type AdmissionDetails } from './AdmissionForm';
import '../../lib/print-sheet.css';
import './admission-print.css';

const ALL = '';

export function AdmissionFormsSection({ rows, details }: { rows: SchoolCandidateRow[]; details: AdmissionDetails }) {
  const { t } = useTranslation('school');
  const classes = [...new Set(rows.map((r) => r.class))].sort();
  const [chosen, setChosen] = useState(ALL);
  const [shown, setShown] = useState<SchoolCandidateRow[] | null>(null);

  return (
    <section className="school-section" aria-labelledby="admission-heading">
      <Typography.Title level={2} id="admission-heading" className="no-print">
        {t('admission.heading')}
      </Typography.Title>
      <Typography.Paragraph className="no-print">{t('admission.help')}</Typography.Paragraph>
      <Form layout="inline" className="no-print">
        <Form.Item label={t('admission.students')} htmlFor="admission-class">
          <Select
            id="admission-class"
            value={chosen}
            onChange={setChosen}
            style={{ minWidth: 160 }}
            options={[
              { value: ALL, label: t('slips.all') },
              ...classes.map((c) => ({ value: c, label: `${t('slips.class')} ${c}` })),
            ]}
          />
        </Form.Item>
        <Button onClick={() => setShown(rows.filter((r) => chosen === ALL || r.class === chosen))}>
          {t('admission.prepare')}
        </Button>
      </Form>
      {shown && (
        <>
          <Space wrap className="school-block no-print">
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('slips.print')}
            </Button>
            <Button onClick={() => setShown(null)}>{t('admission.close')}</Button>
          </Space>
          <div className="admission-print-area print-sheet" role="region" aria-label={t('admission.heading')}>
            {shown.map((row) => (
              <AdmissionForm key={row.row_id} row={row} details={details} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
