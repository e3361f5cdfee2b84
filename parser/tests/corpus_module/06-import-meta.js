import.meta.url;
