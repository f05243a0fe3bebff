/** Tables of technology service: results, institutes, experts, technical needs (seeds 000 §2 techService). */
export {};
