/** Limits of seeds 000 §5, §9 and 001 §5, §9. */

/** Minimum password length (seeds 000 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a new password must contain one of (seeds 000 §5). */
export const PASSWORD_SPECIAL_CHARS = '~!@#$%^&*';
/** Feedback title maximum, characters (seeds 000 §5, §9). */
export const FEEDBACK_TITLE_MAX = 30;
/** Feedback message maximum, characters (seeds 000 §5, §9). */
export const FEEDBACK_TEXT_MAX = 300;
/** Default upload size limit in MB (seeds 000 §5, §9; 001 §5, §9). */
export const UPLOAD_DEFAULT_MB = 10;
/** Document uploader size limit in MB (seeds 000 §5, 001 §5). */
export const UPLOAD_DOCUMENT_MB = 30;
/** Multi-image uploader default count limit (seeds 000 §9, 001 §5). */
export const IMAGE_LIMIT = 3;
/** Default file count of an uploader (seeds 000 §5, 001 §5). */
export const FILE_LIMIT = 1;
/** Search input debounce in ms (seeds 000 §5, §9). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Mainland mobile number: 11 digits starting with 1 (seeds 000 §5, 001 §5, §9). */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** Feedback phone: a mainland mobile with prefix 13 to 19 (seeds 000 §5). */
export const FEEDBACK_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/**
 * Unified social credit code (seeds 000 §5, 001 §5): 18 characters — 2 upper-case alphanumerics
 * without I, O, Z, S, V, then 6 digits, then 10 such alphanumerics.
 */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
/** Extensions accepted by the spreadsheet uploader (seeds 000 §5, 001 §5). */
export const SPREADSHEET_ACCEPT = '.xls,.xlsx';
/** Extensions accepted by the image uploader ("Image uploads accept image types", seeds 001 §5). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.bmp,.webp';
/**
 * Extensions of the general file and document uploaders (seeds 001 §5 "file upload", "document
 * uploader"): this platform's list — the documents give none. The server checks the same list.
 */
export const FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.zip,.rar,.jpg,.jpeg,.png';
/** Extension of the import card's word type (seeds 001 §5). */
export const WORD_ACCEPT = '.docx';
