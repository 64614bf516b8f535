// Answer books of a paper to download: everyone's in one file when it is small enough, else school by
// school, the individual candidates on their own, and blank books for late entries. Each is a link the
// browser opens (the file streams to disk, never through this page's memory).
import { useState } from 'react';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_BOOKS_MAX_PAGES,
  BLANK_BOOK_MAX_SERIAL,
  BLANK_BOOKS_MAX,
  type AnswerBookSchools,
} from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { LoadError } from '@mockexam/ui/antd';
import { useLocale } from '@mockexam/ui/text';
import { useAnswerBookSchools, useBookLinks } from './api';

type AnswerBookSchool = AnswerBookSchools['schools'][number];

export function AnswerBooksPanel({ paperId }: { paperId: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const schools = useAnswerBookSchools(paperId);
  const links = useBookLinks(paperId);
  const [count, setCount] = useState(20);
  const [from, setFrom] = useState(1);
  if (schools.isError && !schools.isFetching) return <LoadError onRetry={() => void schools.refetch()} />;
  const data = schools.data;
  const everyone = data ? data.individuals + data.schools.reduce((sum, s) => sum + s.candidates, 0) : 0;
  const oneFile = data ? everyone > 0 && everyone * data.page_count <= ANSWER_BOOKS_MAX_PAGES : false;
  const lastSerial = Math.min(BLANK_BOOK_MAX_SERIAL, from + count - 1);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <p className="admin-help">{t('paperLayout.books.help', { pages: data?.page_count ?? 0 })}</p>
      <Space wrap>
        <Button type="primary" href={links.answerBooks({})} disabled={!oneFile} download>
          {t('paperLayout.books.everyone', { count: everyone })}
        </Button>
        {data && data.individuals > 0 && (
          <Button href={links.answerBooks({ individuals: true })} download>
            {t('paperLayout.books.individuals', { count: data.individuals })}
          </Button>
        )}
      </Space>
      {data && everyone > 0 && !oneFile && <p className="admin-help">{t('paperLayout.books.perSchool')}</p>}
      <Table<AnswerBookSchool>
        size="small"
        loading={!data}
        rowKey="school_id"
        dataSource={data?.schools ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('paperLayout.books.noSchools') }}
        columns={[
          {
            title: t('paperLayout.books.school'),
            key: 'school',
            render: (_: unknown, s: AnswerBookSchool) => nameIn(s, locale),
          },
          { title: t('paperLayout.books.candidates'), dataIndex: 'candidates', key: 'candidates', width: 120 },
          {
            title: t('paperLayout.books.download'),
            key: 'download',
            width: 160,
            render: (_: unknown, s: AnswerBookSchool) => (
              <Button
                size="small"
                href={links.answerBooks({ school_id: s.school_id })}
                download
                aria-label={t('paperLayout.books.schoolBooks', { school: nameIn(s, locale) })}
              >
                {t('paperLayout.books.pdf')}
              </Button>
            ),
          },
        ]}
      />
      <h4>{t('paperLayout.books.blankTitle')}</h4>
      <Space wrap align="center">
        <label htmlFor={`blank-count-${paperId}`}>{t('paperLayout.books.count')}</label>
        <InputNumber
          id={`blank-count-${paperId}`}
          min={1}
          max={BLANK_BOOKS_MAX}
          precision={0}
          value={count}
          onChange={(value) => typeof value === 'number' && setCount(value)}
        />
        <label htmlFor={`blank-from-${paperId}`}>{t('paperLayout.books.from')}</label>
        <InputNumber
          id={`blank-from-${paperId}`}
          min={1}
          max={BLANK_BOOK_MAX_SERIAL}
          precision={0}
          value={from}
          onChange={(value) => typeof value === 'number' && setFrom(value)}
        />
        <Button href={links.blankBooks({ count, from })} download disabled={from + count - 1 > BLANK_BOOK_MAX_SERIAL}>
          {t('paperLayout.books.blank', { from, to: lastSerial })}
        </Button>
      </Space>
    </Space>
  );
}
