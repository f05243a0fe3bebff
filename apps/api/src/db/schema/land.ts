/** Tables of the factory and land market: land, factory buildings, demands (seeds 000 §2 sdmarket). */
export {};
