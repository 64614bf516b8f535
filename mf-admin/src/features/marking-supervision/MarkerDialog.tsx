// A marker's account: a new one (username, initial password, name, school) or a change of name, school or
// password. The fields hold the contract's rules; a username in use comes back under its field.
import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { SchoolAccountPassword, SchoolAccountUsername, type MarkersResponse } from '@mockexam/contracts';
import { nameIn } from '@mockexam/i18n';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import { schemaRule } from '../../components/formRules';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useCreateMarker, useMarkerSchools, useUpdateMarker } from './api';
import { NS } from './ns';

type Marker = MarkersResponse['markers'][number];

interface Values {
  username: string;
  password: string;
  name: string;
  school_id: number | null;
}

interface Props {
  /** The marker to change; a new marker when absent. */
  marker?: Marker;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function MarkerDialog({ marker, onClose, onDone }: Props) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const creation = useCreateMarker();
  const update = useUpdateMarker();
  const [refused, setRefused] = useState<ActionResult | null>(null);

  async function save(values: Values) {
    setRefused(null);
    const name = values.name.trim();
    const school_id = values.school_id ?? null;
    if (marker) {
      await update.mutateAsync({
        id: marker.id,
        name,
        school_id,
        ...(values.password ? { password: values.password } : {}),
      });
      onDone({ type: 'success', text: t('markers.updated', { name }) });
    } else {
      await creation.mutateAsync({ username: values.username.trim(), password: values.password, name, school_id });
      onDone({ type: 'success', text: t('markers.created', { name, username: values.username.trim() }) });
    }
  }

  return (
    <FormModal<Values>
      title={marker ? t('markers.editTitle', { name: marker.name }) : t('markers.createTitle')}
      form={form}
      initialValues={{
        username: marker?.username ?? '',
        password: '',
        name: marker?.name ?? '',
        school_id: marker?.school_id ?? null,
      }}
      onSave={save}
      pending={creation.isPending || update.isPending}
      onError={setRefused}
      onClose={onClose}
    >
      <ResultAlert result={refused} onClose={() => setRefused(null)} />
      <Form.Item
        label={t('markers.username')}
        name="username"
        htmlFor="marker-username"
        extra={marker ? undefined : t('markers.usernameHint')}
        rules={marker ? [] : [schemaRule(SchoolAccountUsername, locale)]}
      >
        <Input id="marker-username" autoComplete="off" spellCheck={false} readOnly={!!marker} />
      </Form.Item>
      <Form.Item
        label={marker ? t('markers.newPassword') : t('markers.password')}
        name="password"
        htmlFor="marker-password"
        extra={marker ? t('markers.newPasswordHint') : t('markers.passwordHint')}
        rules={[schemaRule(SchoolAccountPassword, locale, { optional: !!marker })]}
      >
        <Input id="marker-password" autoComplete="new-password" spellCheck={false} />
      </Form.Item>
      <Form.Item
        label={t('markers.name')}
        name="name"
        htmlFor="marker-name"
        rules={[{ required: true, whitespace: true, message: t('markers.nameRequired') }, { max: 60 }]}
      >
        <Input id="marker-name" maxLength={60} />
      </Form.Item>
      <Form.Item label={t('markers.school')} name="school_id" htmlFor="marker-school" extra={t('markers.schoolHint')}>
        <SchoolSelect current={marker} />
      </Form.Item>
    </FormModal>
  );
}

/** The schools searched as staff type (a page of them at a time); the marker's own school stays listed. */
function SchoolSelect({
  current,
  value,
  onChange,
}: {
  current?: Marker;
  value?: number | null;
  onChange?: (id: number | null) => void;
}) {
  const { t } = useTranslation(NS);
  const locale = useLocale();
  const [q, setQ] = useState('');
  const schools = useMarkerSchools(q);
  const options = (schools.data?.schools ?? []).map((s) => ({
    value: s.school_id,
    label: `${s.code} ${nameIn(s, locale)}`,
  }));
  if (current?.school_id && !options.some((o) => o.value === current.school_id)) {
    const name = locale === 'en' ? current.school_name_en : current.school_name_zh;
    options.unshift({ value: current.school_id, label: name ?? '' });
  }
  return (
    <Select<number | null>
      id="marker-school"
      showSearch={{ filterOption: false, onSearch: setQ }}
      allowClear
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      loading={schools.isFetching}
      placeholder={t('markers.schoolPlaceholder')}
      options={options}
    />
  );
}
