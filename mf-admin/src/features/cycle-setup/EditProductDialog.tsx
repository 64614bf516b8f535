// A product's price, exam date and whether it is open for enrolment.
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { AdminCycle } from '@mockexam/api-client';
import { useLocale } from '@mockexam/ui/text';
import { FormModal } from '../../components/FormModal';
import type { ActionResult } from '../../components/ResultAlert';
import { dollarsToCents, moneyRule } from '../../components/formRules';
import { useUpdateProduct } from './api';

type CycleProduct = AdminCycle['products'][number];

interface ProductValues {
  price: string;
  exam_date?: string;
  active: boolean;
}

interface Props {
  product: CycleProduct;
  name: string;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}

export function EditProductDialog({ product, name, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [form] = Form.useForm<ProductValues>();
  const update = useUpdateProduct(product.product_db_id);

  async function save(values: ProductValues) {
    await update.mutateAsync({
      // The rule below lets zero through, which dollarsToCents answers with null.
      price_cents: dollarsToCents(values.price) ?? 0,
      exam_date: values.exam_date || null,
      active: values.active,
    });
    onDone({ type: 'success', text: t('cycle.productSaved', { name }) });
  }

  return (
    <FormModal<ProductValues>
      title={t('cycle.editProduct', { name })}
      form={form}
      initialValues={{
        price: (product.price_cents / 100).toFixed(2),
        exam_date: product.exam_date ?? '',
        active: product.active,
      }}
      onSave={save}
      pending={update.isPending}
      onError={onDone}
      onClose={onClose}
    >
      <Form.Item
        label={t('cycle.price')}
        name="price"
        rules={[
          { required: true, whitespace: true, message: t('cycle.priceRequired') },
          moneyRule(locale, t('cycle.priceInvalid'), { allowZero: true }),
        ]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item label={t('cycle.examDate')} name="exam_date">
        <Input type="date" />
      </Form.Item>
      <Form.Item label={t('cycle.active')} name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
