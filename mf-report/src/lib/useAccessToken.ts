// Page images and exports load outside the API client (an <img>, a new tab), so the session's token
// goes into their URL, as the spec's calls do.
import { useSession } from '@mockexam/session';

export const useAccessToken = (): string => useSession((s) => s.token) ?? '';
