// Venues and their sittings in the current cycle, read from the staff list (switched-off venues too): add or
// change a venue, switch one off or back on, add a sitting, change a sitting's capacity.
import { useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import type { AdminCycle, AdminVenue } from '@mockexam/api-client';
import type { VenueSession } from '@mockexam/contracts';
import { LoadError } from '@mockexam/ui/antd';
import { ResultAlert, type ActionResult } from '../../components/ResultAlert';
import { useAdminVenues } from './api';
import { CapacityDialog } from './CapacityDialog';
import { SessionDialog } from './SessionDialog';
import { subjectsOf } from '../../components/cycleSubjects';
import { VenueDialog } from './VenueDialog';
import { VenuesTable } from './VenuesTable';

type Dialog =
  | { kind: 'venue'; venue: AdminVenue | 'new' }
  | { kind: 'session'; venue: AdminVenue }
  | { kind: 'capacity'; session: VenueSession };

export function VenuesCard({ cycle }: { cycle: AdminCycle | null }) {
  const { t } = useTranslation('admin');
  const venues = useAdminVenues(cycle?.cycle_id);
  const subjects = subjectsOf(cycle);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  function done(r: ActionResult) {
    setDialog(null);
    setResult(r);
  }

  return (
    <Card
      className="admin-card"
      title={t('cycle.venues')}
      extra={<Button onClick={() => setDialog({ kind: 'venue', venue: 'new' })}>{t('cycle.addVenue')}</Button>}
    >
      <ResultAlert result={result} onClose={() => setResult(null)} />
      {venues.isError && !venues.isFetching ? (
        <LoadError onRetry={() => void venues.refetch()} />
      ) : (
        <VenuesTable
          venues={venues.data ?? []}
          loading={venues.isFetching}
          subjects={subjects}
          onEdit={(venue) => setDialog({ kind: 'venue', venue })}
          onAddSession={(venue) => setDialog({ kind: 'session', venue })}
          onEditCapacity={(session) => setDialog({ kind: 'capacity', session })}
        />
      )}
      {dialog?.kind === 'venue' && <VenueDialog venue={dialog.venue} onClose={close} onDone={done} />}
      {dialog?.kind === 'session' && (
        <SessionDialog venue={dialog.venue} subjects={subjects} onClose={close} onDone={done} />
      )}
      {dialog?.kind === 'capacity' && <CapacityDialog session={dialog.session} onClose={close} onDone={done} />}
    </Card>
  );
}
