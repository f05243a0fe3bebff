/**
 * @qifu/tech-data-access — data access of technology service: results, research institutes, experts, technical needs (techService): query-key factory, query-option builders and hooks, mutations.
 */
export {};
