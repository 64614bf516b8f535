// The exam of a report route (exam-report/m/{id}, school/school-analysis/{id}, ...): a positive whole
// number, else 0, which the pages answer with the error-404 page without asking the server.
export function examIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
