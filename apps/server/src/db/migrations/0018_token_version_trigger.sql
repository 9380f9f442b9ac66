-- users.tokenversion moves on whenever what an access token vouches for changes (roles, permissions,
-- password, blocked / active), whichever code path makes the change; the auth hook refuses access tokens
-- issued under an older version, so the change takes effect on the user's next request.
CREATE OR REPLACE FUNCTION fm_users_bump_tokenversion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.roles IS DISTINCT FROM OLD.roles
     OR NEW.permissions IS DISTINCT FROM OLD.permissions
     OR NEW.passwordhash IS DISTINCT FROM OLD.passwordhash
     OR NEW.blocked IS DISTINCT FROM OLD.blocked
     OR NEW.isactive IS DISTINCT FROM OLD.isactive
     OR NEW.vendorid IS DISTINCT FROM OLD.vendorid
     OR NEW.customerid IS DISTINCT FROM OLD.customerid THEN
    NEW.tokenversion := OLD.tokenversion + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_tokenversion BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION fm_users_bump_tokenversion();
