// A reader's messages and reminder switches ('@mockexam/ui/notices'): one body for the candidate's and the
// teacher's pages.
export { MyMessages } from './MyMessages';
