-- A marks version per exam decides whether a grading run still matches the marks: every change of
-- marks increases exams.marks_version under the exam's row lock, in the change's own transaction; a
-- run records the version it graded under that lock, and only a run of the current version can be
-- published. It replaces marks_changed_at, whose wall-clock comparison with the run's time could not
-- tell the order of two transactions (equal milliseconds; a transaction's now() is its start).
alter table exams add column marks_version bigint not null default 0 check (marks_version >= 0);
alter table grading_runs add column marks_version bigint;

-- Runs made before versions existed: the published run is taken as the current version (reports
-- show it today); every other run is stale (-1 is never an exam's version) and is graded again.
update grading_runs r
   set marks_version = case when e.published_run_id = r.id then 0 else -1 end
  from exams e
 where e.id = r.exam_id;
alter table grading_runs alter column marks_version set not null;
alter table exams drop column marks_changed_at;
