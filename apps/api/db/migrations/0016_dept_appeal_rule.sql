-- Issue 16: the DEPT role's data rule on appeal:info (部门只办理承办部门关联本部门的诉求, db/seed/grants.ts
-- SYSTEM_DATA_RULES) for databases whose roles were seeded before the rule existed. Once: a rule an administrator
-- deletes later stays deleted; a fresh database has no role yet here (the system seed writes the rule with the role).
INSERT INTO "sys_data_rule" ("role_id", "rule_name", "resource", "column_name", "operator", "value_type")
SELECT r."id", '部门只办理承办部门关联本部门的诉求', 'appeal:info', 'dealOffice', 'eq', 'currentOffice'
FROM "sys_role" r
WHERE r."code" = 'DEPT'
  AND NOT EXISTS (SELECT 1 FROM "sys_data_rule" d WHERE d."role_id" = r."id" AND d."resource" = 'appeal:info');
