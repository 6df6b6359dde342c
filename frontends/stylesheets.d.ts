/** A stylesheet imported for its side effect: webpack's CSS support loads it with the importing chunk. */
declare module '*.css';
