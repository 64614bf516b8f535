// admin/markers: the markers' accounts.
import { BackOfficeLayout } from '../components/BackOfficeLayout';
import { Markers } from '../features/marking-supervision/Markers';

export default function MarkersPage() {
  return (
    <BackOfficeLayout section="markers">
      <Markers />
    </BackOfficeLayout>
  );
}
