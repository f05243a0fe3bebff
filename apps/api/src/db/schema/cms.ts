/** Tables of news, industry information, about us and the column pages (seeds 000 §2). */
export {};
