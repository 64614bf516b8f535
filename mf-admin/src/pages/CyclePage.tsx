// The cycle set-up section (admin/cycle), put together from the features it shows: the cycles, the current cycle's dates and
// products, venues and sessions, postage methods, the payee details and the public holidays. The cycles are
// read once here for the cards that follow the current cycle (a change to a date or a product invalidates
// them, so they are read again). Every write goes through /api/admin (audited).
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@mockexam/ui/antd';
import { useAdminCycles } from '../features/cycles/api';
import { CyclesCard } from '../features/cycles/CyclesCard';
import { EventDatesCard } from '../features/cycle-setup/EventDatesCard';
import { PaymentDetailsCard } from '../features/cycle-setup/PaymentDetailsCard';
import { ContactDetailsCard } from '../features/cycle-setup/ContactDetailsCard';
import { PostageCard } from '../features/cycle-setup/PostageCard';
import { ProductsCard } from '../features/cycle-setup/ProductsCard';
import { VenuesCard } from '../features/cycle-setup/VenuesCard';
import { HolidaysCard } from '../features/holidays/HolidaysCard';
import { BackOfficeLayout } from '../components/BackOfficeLayout';

export default function CyclePage() {
  return (
    <BackOfficeLayout section="cycle">
      <CycleSetup />
    </BackOfficeLayout>
  );
}

function CycleSetup() {
  const { t } = useTranslation('admin');
  const cycles = useAdminCycles();
  const current = cycles.data?.find((c) => c.is_current) ?? null;
  const settled = !cycles.isPending;
  return (
    <div>
      {cycles.isError && !cycles.isFetching ? (
        <div className="admin-card">
          <LoadError onRetry={() => void cycles.refetch()} />
        </div>
      ) : !cycles.data ? (
        <Card className="admin-card" loading />
      ) : (
        <>
          <CyclesCard cycles={cycles.data} />
          {current ? (
            <>
              <EventDatesCard cycle={current} />
              <ProductsCard cycle={current} />
            </>
          ) : (
            <Alert className="admin-card" type="warning" showIcon title={t('cycle.noCycle')} />
          )}
        </>
      )}
      {/* Once the cycles are known, so the venues are read for the current cycle only once. */}
      {settled && <VenuesCard cycle={current} />}
      <PostageCard />
      <PaymentDetailsCard />
      <ContactDetailsCard />
      <HolidaysCard />
    </div>
  );
}
