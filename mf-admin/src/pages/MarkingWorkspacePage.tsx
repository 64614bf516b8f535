// 'marking/questions/:question': the marker's workspace for one question.
import { Workspace } from '../features/marking-workspace/Workspace';

export default function MarkingWorkspacePage() {
  return <Workspace />;
}
