/**
 * The questionnaire workbench pages, loaded on demand with `loadQuestionnaireWorkPages()`. Pages take no props.
 */
export {};
