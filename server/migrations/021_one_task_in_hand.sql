-- A marker holds at most one open task of a question at a time. Their usual claim is one statement
-- without the assignment's lock; two claims of one marker at once meet here, and the second is refused
-- and answered with the task the first took.
create unique index marking_tasks_one_in_hand on marking_tasks (question_id, marker_id)
  where state = 'open' and claimed_at is not null;
