// Whose scripts are in: of the candidates entered for the exam, how many have every page of the paper
// scanned, how many have pages missing and how many have none (absent); then the chosen list a page at a
// time, with the missing pages of each candidate.
import { useState } from 'react';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import type { ScanCompletenessResponse } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { COMPLETENESS_PAGE, useScanCompleteness, type CompletenessList } from './api';

type Candidate = ScanCompletenessResponse['candidates'][number];
const LISTS: CompletenessList[] = ['missing', 'absent', 'complete'];

export function Completeness({ examPaperId }: { examPaperId: number }) {
  const { t } = useTranslation('admin');
  const [list, setList] = useState<CompletenessList>('missing');
  const [offset, setOffset] = useState(0);
  const answer = useScanCompleteness(examPaperId, list, offset);
  const data = answer.data;
  if (answer.isError && !data) return <LoadError onRetry={() => void answer.refetch()} />;

  return (
    <>
      <dl className="intake-counts">
        {(['entered', 'complete', 'missing', 'absent'] as const).map((count) => (
          <div key={count}>
            <dt>{t(`intake.completeness.count.${count}`)}</dt>
            <dd>{data ? data[count] : '…'}</dd>
          </div>
        ))}
      </dl>
      <Tabs
        aria-label={t('intake.completeness.choose')}
        activeKey={list}
        onChange={(next) => {
          setList(next as CompletenessList);
          setOffset(0);
        }}
        items={LISTS.map((key) => ({
          key,
          label: t(`intake.completeness.list.${key}`, { count: data?.[key] ?? 0 }),
        }))}
      />
      <ScrollRegion label={t(`intake.completeness.list.${list}`, { count: data?.[list] ?? 0 })}>
        <Table<Candidate>
          size="small"
          rowKey="candidate_no"
          loading={answer.isFetching && data?.list !== list}
          dataSource={data?.list === list ? data.candidates : []}
          locale={{ emptyText: <p role="status">{t('intake.completeness.none')}</p> }}
          pagination={{
            current: Math.floor(offset / COMPLETENESS_PAGE) + 1,
            pageSize: COMPLETENESS_PAGE,
            total: data?.list === list ? data.total : 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (n) => setOffset((n - 1) * COMPLETENESS_PAGE),
          }}
          columns={[
            { title: t('intake.completeness.candidate'), dataIndex: 'candidate_no' },
            { title: t('intake.completeness.name'), dataIndex: 'name' },
            ...(list === 'missing'
              ? [
                  {
                    title: t('intake.completeness.pagesMissing'),
                    key: 'pages',
                    render: (_: unknown, c: Candidate) => c.pages_missing.join(', '),
                  },
                ]
              : []),
          ]}
        />
      </ScrollRegion>
    </>
  );
}
