/** Tables of the smart customer-service chat and its knowledge base (seeds 000 §4 "Human chat", §7). */
export {};
