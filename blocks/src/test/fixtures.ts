/** A small site used across tests: project with palette and logo, a main menu with a dropdown. */
import type { Menu, Project } from '../site/types.ts';

export const project: Project = {
  id: 7,
  title: 'Bakkerij De Gouden Korenaar',
  domain_live: 'bakkerij.example',
  logo: '/media/demo/logo.svg',
  translations: {},
  modules: {},
  styles: {
    colors: [
      { label: 'Primair', key: 'primary-500', group: 'primary', value: '180, 83, 9, 1' },
      { label: 'Secundair', key: 'secondary-500', group: 'secondary', value: '30, 64, 175' },
    ],
  },
};

export const mainMenu: Menu = {
  id: 'main',
  title: 'Hoofdmenu',
  items: [
    { id: 'home', label: 'Home', link: '', type: 'default', items: [] },
    {
      id: 'diensten',
      label: 'Diensten',
      link: '/diensten',
      type: 'submenu_simple',
      items: [
        { id: 'advies', label: 'Advies', link: '/advies', items: [{ id: 'kort', label: 'Kort advies', link: '/advies/kort', items: [] }] },
        { id: 'tekst', label: 'Tekst', item_type: 'text', text: 'Bel ons <b>gerust</b>', items: [] },
      ],
    },
    {
      id: 'winkel',
      label: 'Winkel',
      link: '/winkel',
      type: 'submenu_simple',
      items: [{ id: 'brood', label: 'Brood', link: '/winkel/brood', items: [] }],
    },
    { id: 'contact', label: 'Contact', link: '/contact/', type: 'default', items: [] },
  ],
};

export const menus = { main: mainMenu };
