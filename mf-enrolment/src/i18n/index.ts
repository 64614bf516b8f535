// This remote's strings, registered as the 'enrolment' namespace of the shared i18next instance.
// The spec's own messages (validation, 'Fully booked!', the review notice...) come from the shared
// catalogue in @mockexam/contracts, not from here.
import { en } from './en';
import { zhHk } from './zh-hk';

export const resources = {
  'zh-hk': zhHk,
  en,
};
