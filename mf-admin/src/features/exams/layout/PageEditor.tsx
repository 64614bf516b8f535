// One page at a time: choose the page, upload its sample image, draw on it, and the list of its regions
// with keyboard controls (arrows move the chosen region, Shift takes ten steps, Alt+arrows resize, Delete
// removes it).
import { useRef, useState, type KeyboardEvent } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { LayoutPage, LayoutRegion } from '@mockexam/contracts';
import { useActionError } from '../../../components/useActionError';
import { useImageSrc, useUploadPageImage } from './api';
import type { LayoutDraft } from './layoutDraft';
import { PageCanvas, type PageRegion, type RegionRef } from './PageCanvas';
import { regionAfterKey } from './regionMath';

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

export function PageEditor(props: {
  paperId: number;
  page: number;
  onPage(page: number): void;
  draft: LayoutDraft;
  images: LayoutPage[];
  drawingFor: number | null;
  onDrawn(region: LayoutRegion): void;
  onChanged(ref: RegionRef, region: LayoutRegion | null): void;
}) {
  const { t } = useTranslation('admin');
  const actionError = useActionError();
  const imageSrc = useImageSrc();
  const upload = useUploadPageImage(props.paperId);
  const [selected, setSelected] = useState<RegionRef | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const image = props.images.find((p) => p.page === props.page)?.image_url ?? null;
  const regions: PageRegion[] = props.draft.questions.flatMap((q) =>
    q.regions.flatMap((region, index) =>
      region.page === props.page ? [{ questionId: q.question_id, label: q.label, index, region }] : [],
    ),
  );
  const drawingLabel = props.draft.questions.find((q) => q.question_id === props.drawingFor)?.label;

  const onKey = (item: PageRegion) => (event: KeyboardEvent) => {
    const ref = { questionId: item.questionId, index: item.index };
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      setSelected(null);
      return props.onChanged(ref, null);
    }
    const next = regionAfterKey(item.region, event.key, event.shiftKey, event.altKey);
    if (!next) return;
    event.preventDefault();
    setSelected(ref);
    props.onChanged(ref, next);
  };

  return (
    <Card type="inner" className="admin-card" title={t('paperLayout.pageTitle', { page: props.page })}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Pagination
          simple
          current={props.page}
          total={props.draft.page_count}
          pageSize={1}
          onChange={(page) => {
            setSelected(null);
            props.onPage(page);
          }}
        />
        <Space wrap>
          <Button loading={upload.isPending} onClick={() => fileInput.current?.click()}>
            {t(image ? 'paperLayout.replaceImage' : 'paperLayout.uploadImage')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ page: props.page, file });
            }}
          />
          <span className="admin-help">
            {drawingLabel ? t('paperLayout.drawHint', { label: drawingLabel }) : t('paperLayout.chooseQuestion')}
          </span>
        </Space>
        {upload.isError && <Alert type="error" showIcon message={actionError(upload.error)} />}
        <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <PageCanvas
            page={props.page}
            imageSrc={image ? imageSrc(image) : null}
            regions={regions}
            selected={selected}
            drawingFor={props.drawingFor}
            label={t('paperLayout.canvas', { page: props.page })}
            onSelect={setSelected}
            onDrawn={props.onDrawn}
            onChanged={props.onChanged}
          />
          <div style={{ minWidth: 240 }}>
            <h4>{t('paperLayout.regionsOnPage')}</h4>
            {regions.length === 0 && <p className="admin-help">{t('paperLayout.noRegions')}</p>}
            <ul className="layout-regions" style={{ listStyle: 'none', padding: 0 }}>
              {regions.map((item) => {
                const isSelected = selected?.questionId === item.questionId && selected.index === item.index;
                return (
                  <li key={`${item.questionId}-${item.index}`} style={{ marginBottom: 8 }}>
                    <Space>
                      <Button
                        type={isSelected ? 'primary' : 'default'}
                        size="small"
                        aria-pressed={isSelected}
                        aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Delete"
                        title={t('paperLayout.keysHelp')}
                        onClick={() => setSelected({ questionId: item.questionId, index: item.index })}
                        onKeyDown={onKey(item)}
                      >
                        {t('paperLayout.regionName', {
                          label: item.label,
                          x: percent(item.region.x),
                          y: percent(item.region.y),
                          w: percent(item.region.w),
                          h: percent(item.region.h),
                        })}
                      </Button>
                      <Button
                        size="small"
                        danger
                        aria-label={t('paperLayout.deleteRegion', { label: item.label })}
                        onClick={() => {
                          setSelected(null);
                          props.onChanged({ questionId: item.questionId, index: item.index }, null);
                        }}
                      >
                        {t('paperLayout.delete')}
                      </Button>
                    </Space>
                  </li>
                );
              })}
            </ul>
            <p className="admin-help">{t('paperLayout.keysHelp')}</p>
          </div>
        </div>
      </Space>
    </Card>
  );
}
