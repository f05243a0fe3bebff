/** Types of `./projects.mjs` (the workspace's libraries read from their folders). */

/** The repository's root folder. */
export declare const WORKSPACE_ROOT: string;

/** One library: its project.json name, folder and tags. */
export interface WorkspaceLibrary {
  /** The project.json `name` (also the Vitest project name). */
  name: string;
  /** The folder relative to the workspace root, `/`-separated (`libs/sms/rules`). */
  root: string;
  /** The project.json tags (`scope:sms`, `type:util`). */
  tags: string[];
}

/** Every library under `libs/` (one or two folders deep), sorted by folder. */
export declare function workspaceLibraries(root?: string): WorkspaceLibrary[];

/** Whether a library's tests run in Node (`type:util`, `type:sdk`) rather than jsdom. */
export declare function runsInNode(library: WorkspaceLibrary): boolean;

/** The business domains: the `scope:<domain>` tags less shared, server and web, sorted. */
export declare function domainScopes(projects: readonly { tags: readonly string[] }[]): string[];
