-- The planner judges how many people a short search word matches from search_text's statistics; with the
-- default hundred histogram entries "z" looks rare (a hundred people) where it matches one in thirty, and the
-- individuals list then sorts tens of thousands of matches instead of reading the first 20 in order.
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 1000;
