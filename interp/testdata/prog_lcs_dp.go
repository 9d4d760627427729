package main

import "fmt"

func lcs(a, b string) string {
	n, m := len(a), len(b)
	dp := make([][]int, n+1)
	for i := range dp {
		dp[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				dp[i][j] = dp[i+1][j+1] + 1
			} else {
				dp[i][j] = max(dp[i+1][j], dp[i][j+1])
			}
		}
	}
	var out []byte
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i] == b[j]:
			out = append(out, a[i])
			i++
			j++
		case dp[i+1][j] >= dp[i][j+1]:
			i++
		default:
			j++
		}
	}
	return string(out)
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

func main() {
	fmt.Println(lcs("AGGTAB", "GXTXAYB"), lcs("abcdef", "acf"), lcs("", "x") == "")
	fmt.Println(editDistance("kitten", "sitting"), editDistance("flaw", "lawn"), editDistance("", "abc"))
	// knapsack
	weights := []int{1, 3, 4, 5}
	values := []int{1, 4, 5, 7}
	capacity := 7
	best := make([]int, capacity+1)
	for i := range weights {
		for c := capacity; c >= weights[i]; c-- {
			best[c] = max(best[c], best[c-weights[i]]+values[i])
		}
	}
	fmt.Println(best)
}

// Output:
// GTAB acf true
// 3 2 3
// [0 1 1 4 5 7 8 9]
