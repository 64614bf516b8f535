// Not a page of its own: e2e/tests/release.spec.ts builds variants of this remote that load
// './pages/ExamResultListPage' and add a page file in src/pages/. The page is in features/results/.
export { default } from '../features/results/ExamResultListPage';
