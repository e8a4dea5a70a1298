/**
 * How long staff-written survey texts may be: generous for real use, short enough that a pasted
 * document cannot bloat the survey every visitor downloads. Inputs enforce them with a counter
 * near the limit (`CountedTextInput`).
 */
export const SURVEY_TITLE_MAX = 200;
export const QUESTION_LABEL_MAX = 500;
