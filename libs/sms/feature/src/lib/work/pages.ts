/**
 * The sms workbench pages, loaded on demand with `loadSmsWorkPages()`. Pages take no props.
 */
export {};
