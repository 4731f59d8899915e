-- Course requests: a message sent from a course page names the course and, for a pre-registration,
-- the session (its first day), so that the organisation can sort its requests by course. Both stay null for a message
-- from the home page or /nos-offres. The function checks them against the catalogue; the checks here keep the shape.

alter table public.contact_messages
  add column if not exists course_id text
    check (course_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(course_id) <= 100),
  add column if not exists session_start date;

-- A session only ever belongs to a course.
alter table public.contact_messages drop constraint if exists contact_messages_session_needs_course;
alter table public.contact_messages
  add constraint contact_messages_session_needs_course check (session_start is null or course_id is not null);

-- The organisation lists a course's requests, newest first.
create index if not exists contact_messages_course_idx
  on public.contact_messages (course_id, created_at desc) where course_id is not null;
