// Assigning a marker to one or several of the paper's questions, as a marker or as the questions' chief.
import { useState } from 'react';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import type { MarkerRole } from '@mockexam/contracts';
import { FormModal } from '../../components/FormModal';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useCreateAssignments, useMarkers } from './api';
import type { QuestionFacts } from './ReferenceDialog';
import { NS } from './ns';

interface Values {
  marker_id?: number;
  question_ids: number[];
  role: MarkerRole;
}

interface Props {
  examPaperId: number;
  questions: QuestionFacts[];
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function AssignDialog({ examPaperId, questions, onClose, onDone }: Props) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const markers = useMarkers();
  const creation = useCreateAssignments(examPaperId);
  const [refused, setRefused] = useState<ActionResult | null>(null);
  const active = (markers.data?.markers ?? []).filter((m) => !m.disabled);

  async function save(values: Values) {
    setRefused(null);
    await creation.mutateAsync({ marker_id: values.marker_id!, question_ids: values.question_ids, role: values.role });
    const name = active.find((m) => m.id === values.marker_id)?.name ?? '';
    const labels = questions.filter((q) => values.question_ids.includes(q.id)).map((q) => q.label);
    onDone({
      type: 'success',
      text: t('assignments.done', { name, role: t(`role.${values.role}`), questions: labels.join(', ') }),
    });
  }

  return (
    <FormModal<Values>
      title={t('assignments.addTitle')}
      form={form}
      okText={t('assignments.assign')}
      initialValues={{ question_ids: [], role: 'marker' }}
      onSave={save}
      pending={creation.isPending}
      onError={setRefused}
      onClose={onClose}
    >
      <ResultAlert result={refused} onClose={() => setRefused(null)} />
      <Form.Item
        label={t('assignments.marker')}
        name="marker_id"
        htmlFor="marking-assign-marker"
        rules={[{ required: true, message: t('assignments.markerRequired') }]}
      >
        <Select<number>
          id="marking-assign-marker"
          showSearch={{ optionFilterProp: 'label' }}
          loading={markers.isPending}
          options={active.map((m) => ({ value: m.id, label: `${m.name} (${m.username})` }))}
        />
      </Form.Item>
      <Form.Item
        label={t('assignments.questions')}
        name="question_ids"
        htmlFor="marking-assign-questions"
        rules={[{ required: true, type: 'array', min: 1, message: t('assignments.questionsRequired') }]}
      >
        <Select<number[]>
          id="marking-assign-questions"
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          options={questions.map((q) => ({ value: q.id, label: q.label }))}
        />
      </Form.Item>
      <Form.Item label={t('assignments.role')} name="role">
        <Radio.Group
          aria-label={t('assignments.role')}
          options={(['marker', 'chief'] as const).map((role) => ({ value: role, label: t(`role.${role}`) }))}
        />
      </Form.Item>
      <p className="admin-help">{t('assignments.roleHelp')}</p>
    </FormModal>
  );
}
