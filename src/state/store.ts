// The one jotai store, shared by React (through <Provider store>) and by code outside React
// such as the API client, which must read the token and write a refreshed one.
import { createStore } from 'jotai';

export const store = createStore();
