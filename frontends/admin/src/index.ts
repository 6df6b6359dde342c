// A remote is used through its remoteEntry (./Section); this entry only exists for webpack.
export {};
