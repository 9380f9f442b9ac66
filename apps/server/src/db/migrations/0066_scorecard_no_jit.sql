-- A vendor's scorecard is recomputed by trigger on each write to its lines and check-ins. At 1,000,000 orders
-- the demo vendor has 17,801 lines: the recompute's plan is costly enough for PostgreSQL's JIT, whose
-- compilation took two thirds of the statement (EXPLAIN ANALYZE 1,599 ms with JIT, 521 ms without, same plan).
-- A trigger's statement runs on a user's write path: never JIT it.
ALTER FUNCTION fm_vendorscorecards_of(integer[]) SET jit = off;
