package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

type Item struct {
	SKU   string
	Name  string
	Qty   int
	Price float64
	Tags  []string
}

type Inventory struct {
	items map[string]*Item
}

var ErrUnknown = errors.New("unknown sku")

func (inv *Inventory) Add(it Item) {
	if inv.items == nil {
		inv.items = make(map[string]*Item)
	}
	if cur, ok := inv.items[it.SKU]; ok {
		cur.Qty += it.Qty
		return
	}
	inv.items[it.SKU] = &it
}

func (inv *Inventory) Remove(sku string, n int) error {
	it, ok := inv.items[sku]
	if !ok {
		return fmt.Errorf("remove %s: %w", sku, ErrUnknown)
	}
	if it.Qty < n {
		return fmt.Errorf("remove %s: only %d left", sku, it.Qty)
	}
	it.Qty -= n
	return nil
}

func (inv *Inventory) Value() (total float64) {
	for _, it := range inv.items {
		total += float64(it.Qty) * it.Price
	}
	return
}

func (inv *Inventory) ByTag(tag string) []string {
	var names []string
	for _, it := range inv.items {
		for _, t := range it.Tags {
			if t == tag {
				names = append(names, it.Name)
			}
		}
	}
	sort.Strings(names)
	return names
}

func main() {
	var inv Inventory
	inv.Add(Item{"A1", "hammer", 5, 12.5, []string{"tools"}})
	inv.Add(Item{"B2", "nails", 1000, 0.02, []string{"tools", "bulk"}})
	inv.Add(Item{"C3", "glue", 3, 4.75, []string{"craft"}})
	inv.Add(Item{"A1", "hammer", 2, 12.5, nil})
	fmt.Printf("%.2f\n", inv.Value())
	fmt.Println(inv.Remove("B2", 250), inv.Remove("C3", 5), inv.Remove("Z9", 1))
	err := inv.Remove("Z9", 1)
	fmt.Println(errors.Is(err, ErrUnknown))
	fmt.Printf("%.2f %s\n", inv.Value(), strings.Join(inv.ByTag("tools"), ","))
	fmt.Println(*inv.items["A1"])
}

// Output:
// 121.75
// <nil> remove C3: only 3 left remove Z9: unknown sku
// true
// 116.75 hammer,nails
// {A1 hammer 7 12.5 [tools]}
