-- issue 13 §6: the per-process cache of the session/permission check (apps/api/src/core/auth-cache.ts)
-- is emptied in every API process whenever a table the check reads changes: every statement that
-- writes one of them sends NOTIFY qifu_auth '<table>' when its transaction commits (one notification
-- per table and transaction: PostgreSQL folds equal ones). No handler has to remember it.
CREATE OR REPLACE FUNCTION qifu_auth_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qifu_auth', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON auth_refresh_token FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user_role FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_menu FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_menu FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
CREATE TRIGGER qifu_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_data_rule FOR EACH STATEMENT EXECUTE FUNCTION qifu_auth_notify();
--> statement-breakpoint
-- The read cache (apps/api/src/core/read-cache.ts): every statement writing a table behind a cached
-- answer sends NOTIFY qifu_read_cache '{"tags":[…]}' (the tags of the answers reading that table)
-- when its transaction commits, so every process forgets them — also after a write a handler did not
-- announce and after SQL by an operator. Tags: policy, policy-carousel, dict, home-config (public
-- reads) and consult (my consultations, per user).
CREATE OR REPLACE FUNCTION qifu_read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('qifu_read_cache', json_build_object('tags', TG_ARGV)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR DELETE OR TRUNCATE ON pol_info FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('policy', 'policy-carousel', 'consult');
--> statement-breakpoint
-- counting a view of a policy (view_count + 1 on every detail page) changes no cached answer
CREATE TRIGGER qifu_read_cache_notify_update AFTER UPDATE ON pol_info FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION qifu_read_cache_notify('policy', 'policy-carousel', 'consult');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pol_carousel FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('policy-carousel');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_type FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('dict');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_dict_value FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('dict');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_home_config FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('home-config');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_home_contact FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('home-config');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pol_consult FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('consult');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_user FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('consult');
--> statement-breakpoint
CREATE TRIGGER qifu_read_cache_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company FOR EACH STATEMENT EXECUTE FUNCTION qifu_read_cache_notify('consult');
