-- Order creation takes its seats with a plain increment and lets this CHECK refuse a full session
-- (so the seat and the commit go in one round trip); it needs a name the code can recognise.
alter table venue_sessions rename constraint venue_sessions_check1 to venue_sessions_seats_within_capacity;
