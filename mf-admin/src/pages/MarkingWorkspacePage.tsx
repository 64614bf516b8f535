// 'marking/questions/:question': the marker's workspace for one question. Keyed by the question, so moving to
// another question leaves this one's workspace (its task given back) and starts afresh.
import { useParams } from 'react-router';
import { Workspace } from '../features/marking-workspace/Workspace';

export default function MarkingWorkspacePage() {
  const { question } = useParams();
  return <Workspace key={question} />;
}
