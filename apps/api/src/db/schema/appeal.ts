/** Tables of enterprise appeals (seeds 000 §2 appeal). */
export {};
